// All of Mantine's styles, and the notifications': imported by every screen and step that is not a
// first screen (first-screen-styles.ts), so each arrives with the styles of whatever it shows.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
