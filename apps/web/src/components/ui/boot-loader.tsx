import { useTranslation } from 'react-i18next';
import classes from './boot-loader.module.css';

/**
 * The whole-page spinner shown while the first page's chunks arrive. Plain markup and CSS that
 * look like {@link CenteredLoader}, so the entry chunk carries no component-library code for a
 * placeholder that is on screen for a moment.
 */
export function BootLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <span className={classes.spinner} aria-hidden />
      <span className={classes.hidden}>{t('common.loading')}</span>
    </div>
  );
}
