import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isMessagingApp } from '@app/client-core/share/share-link';
import { wechatSignUrl } from '@app/client-core/share/wechat-sign-url';
import { WECHAT_JSSDK_FIRST_DELAY_MS, WECHAT_JSSDK_REFRESH_MS } from '@app/contract/wechat-constants';
import {
  DEFAULT_SHARE_PICTURE,
  getCurrentShare,
  onCurrentShare,
  type CurrentShare,
} from '../../../lib/current-share';
import { getJssdkConfig } from '../api/get-jssdk-config';
import { loadWechatSdk, type WechatSdk } from '../wechat-sdk';

const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

function applyShare(sdk: WechatSdk, share: CurrentShare | null): void {
  const payload = share ?? {
    title: document.title,
    desc: document.title,
    link: window.location.href.split('#')[0] ?? window.location.href,
    imgUrl: new URL(DEFAULT_SHARE_PICTURE, window.location.origin).href,
  };
  sdk.updateAppMessageShareData(payload);
  sdk.updateTimelineShareData({ title: payload.title, link: payload.link, imgUrl: payload.imgUrl });
}

/**
 * In the messaging app's web view: configure the JS-SDK after 1 s and every hour (SPEC §4), again after
 * each page change where the current URL is signed, and keep the page's share payload on its share menu.
 */
export function useWechatJssdk(): void {
  const location = useLocation();
  const inApp = typeof navigator !== 'undefined' && isMessagingApp(navigator.userAgent);
  const entryUrl = useRef(typeof window === 'undefined' ? '' : window.location.href);
  const sdkRef = useRef<WechatSdk | null>(null);
  const readyRef = useRef(false);

  const configure = useRef(async () => {
    try {
      const sdk = sdkRef.current ?? (await loadWechatSdk());
      sdkRef.current = sdk;
      const url = wechatSignUrl(navigator.userAgent, entryUrl.current, window.location.href);
      const config = await getJssdkConfig(url);
      sdk.config({ debug: false, ...config, jsApiList: SHARE_APIS });
      sdk.ready(() => {
        readyRef.current = true;
        applyShare(sdk, getCurrentShare());
      });
    } catch {
      // Not set up, or the network failed: the page works without the messaging app's share card.
    }
  });

  useEffect(() => {
    if (!inApp) return;
    const first = window.setTimeout(() => void configure.current(), WECHAT_JSSDK_FIRST_DELAY_MS);
    const again = window.setInterval(() => void configure.current(), WECHAT_JSSDK_REFRESH_MS);
    const stop = onCurrentShare((share) => {
      if (sdkRef.current && readyRef.current) applyShare(sdkRef.current, share);
    });
    return () => {
      window.clearTimeout(first);
      window.clearInterval(again);
      stop();
    };
  }, [inApp]);

  // Android signs the current URL: a new page needs a new signature (iOS keeps the entry URL's).
  useEffect(() => {
    if (!inApp || !sdkRef.current || /iPhone|iPad|iPod/i.test(navigator.userAgent)) return;
    void configure.current();
  }, [inApp, location.pathname, location.search]);
}
