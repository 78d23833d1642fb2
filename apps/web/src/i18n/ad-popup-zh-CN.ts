/**
 * Texts of the centered pop-up ad. Apart from the other links texts because the modal loads on the
 * first page (home): it registers only these (register-ad-popup-catalog.ts); links-zh-CN.ts includes them.
 */
export const adPopupZhCN = {
  links: {
    popupLabel: '广告',
    popupClose: '关闭广告',
    popupOpen: '查看详情：{{title}}',
  },
};
