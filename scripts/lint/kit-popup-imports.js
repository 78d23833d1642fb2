// The UI kit's popups run their spring, drag gesture and portal on every render of a page while closed;
// the app's own (components/popup.tsx, components/center-popup.tsx) are drawn only once opened. New popups
// get them by lint, not by someone remembering.
export const APP_POPUP_MODULES = [
  'apps/web/src/components/popup.tsx',
  'apps/web/src/components/center-popup.tsx',
];

export const kitPopupImport = {
  name: 'antd-mobile',
  importNames: ['Popup', 'CenterPopup'],
  allowTypeImports: true,
  message:
    "Import Popup from components/popup and CenterPopup from components/center-popup: the kit's own draw themselves on every render while closed.",
};
