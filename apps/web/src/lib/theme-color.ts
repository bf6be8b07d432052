/** The CSS value of a theme colour such as `blue.7`: Mantine's variable for it. */
export const themeColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
