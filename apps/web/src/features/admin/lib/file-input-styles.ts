/**
 * A file field's "Choose a file" in the text colour: Mantine's placeholder grey fails the contrast
 * minimum (axe color-contrast) in both colour schemes, and on a file field it is the button's label.
 */
export const placeholderStyles = { placeholder: { color: 'var(--mantine-color-text)' } };
