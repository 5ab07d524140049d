/**
 * Which panel of the Drawer is shown (SPEC §2: "The drawer toggles between a primary panel and a
 * secondary (notifications) panel"). Pure, so the switching rules are unit-tested without a DOM.
 */
export type DrawerPanel = 'primary' | 'secondary';

export type DrawerPanelEvent = 'showSecondary' | 'showPrimary' | 'closed';

/**
 * The panel after `event`.
 * @param hasSecondary whether a secondary panel exists; without one the drawer stays on primary
 */
export function nextDrawerPanel(panel: DrawerPanel, event: DrawerPanelEvent, hasSecondary: boolean): DrawerPanel {
  if (event === 'showSecondary') return hasSecondary ? 'secondary' : 'primary';
  if (event === 'showPrimary' || event === 'closed') return 'primary';
  return panel;
}
