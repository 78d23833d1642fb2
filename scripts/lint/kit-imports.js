// UI kit components the app draws with its own, and the modules that may still import the kit's. New code
// gets the app's by lint, not by someone remembering:
// - popups: the kit's run their spring, drag gesture and portal on every render of a page while closed; the
//   app's (components/popup.tsx, components/center-popup.tsx) are drawn only once opened;
// - tabs: the kit's measure and scroll their strip on mount, a forced layout on a page's first render; the
//   app's (components/tabs.tsx, on components/tab-strip.tsx) measure nothing;
// - the notice bar: the kit's measures its text and runs its marquee from script on the page's first render;
//   the live room's risk notice scrolls by CSS, and only when its text overflows.
export const APP_POPUP_MODULES = [
  'apps/web/src/components/popup.tsx',
  'apps/web/src/components/center-popup.tsx',
];

const kitPopupImport = {
  name: 'antd-mobile',
  importNames: ['Popup', 'CenterPopup'],
  allowTypeImports: true,
  message:
    "Import Popup from components/popup and CenterPopup from components/center-popup: the kit's own draw themselves on every render while closed.",
};

const kitTabsImport = {
  name: 'antd-mobile',
  importNames: ['Tabs'],
  allowTypeImports: true,
  message: "Import Tabs from components/tabs: the kit's own force a layout on the page's first render.",
};

const kitNoticeBarImport = {
  name: 'antd-mobile',
  importNames: ['NoticeBar'],
  allowTypeImports: true,
  message:
    "Draw a notice with CSS, as features/live/components/risk-tip-notice.tsx does: the kit's measures its text and scrolls it from script on the first render.",
};

/** no-restricted-imports paths for every web module but the app's popups. */
export const kitImports = [kitPopupImport, kitTabsImport, kitNoticeBarImport];

/** The same for the app's popup modules, which wrap the kit's. */
export const kitImportsOfPopupModules = [kitTabsImport, kitNoticeBarImport];
