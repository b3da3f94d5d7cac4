import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/**
 * The toasts' container, a chunk of its own (its transitions are not needed for the first paint).
 * Toasts start below the 60 px header, so they never cover the logo, the credits or the menus.
 */
export function Toasts() {
  return (
    <Notifications position="top-center" limit={3} containerWidth={420} classNames={{ root: classes.root }} />
  );
}
