import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface PageBusyValue {
  busy: boolean;
  report: (delta: 1 | -1) => void;
}

const PageBusyContext = createContext<PageBusyValue | null>(null);

/**
 * Work a guest started that keeps the page from moving on yet (a search looking up its destination before it
 * navigates): the page's progress bar shows while any is under way, not only while the router loads a page.
 */
export function PageBusyProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  // The same function on every render: a reporter's effect must not run again because the count changed.
  const report = useCallback((delta: 1 | -1) => setCount((current) => Math.max(0, current + delta)), []);
  const value = useMemo<PageBusyValue>(() => ({ busy: count > 0, report }), [count, report]);
  return <PageBusyContext.Provider value={value}>{children}</PageBusyContext.Provider>;
}

/** Tells the page it is busy while `busy` is true (nothing without a PageBusyProvider above). */
export function useReportPageBusy(busy: boolean): void {
  const report = useContext(PageBusyContext)?.report;
  useEffect(() => {
    if (!busy || !report) return;
    report(1);
    return () => report(-1);
  }, [busy, report]);
}

/** Whether any work below the provider said it is under way. */
export function usePageBusy(): boolean {
  return useContext(PageBusyContext)?.busy ?? false;
}
