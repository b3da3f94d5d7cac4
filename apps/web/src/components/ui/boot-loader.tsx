import classes from './boot-loader.module.css';

/**
 * The whole-page spinner shown while the first page's chunks arrive. Plain markup and CSS that
 * look like {@link CenteredLoader}: it is part of the root, which every page loads first, so it
 * carries no component-library code and no texts (the interface's texts come with the page's
 * chunks). Its label is English, marked as such, for the moment it is on screen.
 */
export function BootLoader() {
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <span className={classes.spinner} aria-hidden />
      <span className={classes.hidden} lang="en">
        Loading…
      </span>
    </div>
  );
}
