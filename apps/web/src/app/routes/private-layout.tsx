export { PrivateLayout as default } from '../layouts/private-layout';
