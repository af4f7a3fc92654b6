interface NativeBridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  Android?: { onLogout?: () => void };
}

/** In webview mode the native app is told about a sign-out (accounts-commerce §4); elsewhere nothing happens. */
export function notifyNativeAppOfSignOut(target: Window = window): void {
  const bridge = target as unknown as NativeBridgeWindow;
  bridge.ReactNativeWebView?.postMessage(JSON.stringify({ type: 'logout' }));
  bridge.webkit?.messageHandlers?.['logout']?.postMessage({ type: 'logout' });
  bridge.Android?.onLogout?.();
}
