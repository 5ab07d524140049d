/** SPEC §9: the widths images are served at, 640 to 3840 (next.config's deviceSizes and ContentImage's srcset). */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
