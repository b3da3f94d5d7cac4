import { Notifications } from '@mantine/notifications';

/** The toasts' container, a chunk of its own (its transitions are not needed for the first paint). */
export function Toasts() {
  return <Notifications position="top-center" limit={3} containerWidth={420} />;
}
