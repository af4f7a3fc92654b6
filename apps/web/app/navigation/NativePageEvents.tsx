import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTypeFromPath, trackingPageName } from '@stays/booking-rules';
import { postToNativeApp } from '@stays/feature-account';

/**
 * "Inside the native holiday-home apps the page event goes to the native bridge" (accounts-commerce §4): each page
 * the guest enters (the first one, then each path the browser router goes to) is posted with its tracking page type.
 * The bridge sends nothing outside webview mode.
 */
export function NativePageEvents() {
  const { pathname } = useLocation();
  useEffect(() => {
    postToNativeApp({ type: 'page_view', page_type: trackingPageName(pageTypeFromPath(pathname).type), path: pathname });
  }, [pathname]);
  return null;
}
