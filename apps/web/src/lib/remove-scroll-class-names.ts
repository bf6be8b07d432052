import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * react-remove-scroll's `RemoveScroll.classNames` without the component: the build gives this module
 * to Mantine's AppShell header, footer and aside, which need only the class names
 * (scripts/scroll-bar-class-names.ts).
 */
export const RemoveScroll = {
  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },
};
