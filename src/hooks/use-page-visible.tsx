import * as React from "react";

const PageVisibleContext = React.createContext(true);

/**
 * Follows the tab's visibility for the whole app: components read the flag with
 * usePageVisible; on hide the window gets a blur event and the body the class
 * page-inactive, on show a focus event and the class goes.
 */
export function PageVisibilityProvider({ children }: { children: React.ReactNode }) {
  const [visible, setVisible] = React.useState(true);

  React.useEffect(() => {
    const sync = () => {
      const nowVisible = document.visibilityState !== "hidden";
      setVisible(nowVisible);
      document.body.classList.toggle("page-inactive", !nowVisible);
      window.dispatchEvent(new Event(nowVisible ? "focus" : "blur"));
    };
    if (document.visibilityState === "hidden") sync();
    document.addEventListener("visibilitychange", sync);
    return () => document.removeEventListener("visibilitychange", sync);
  }, []);

  return <PageVisibleContext.Provider value={visible}>{children}</PageVisibleContext.Provider>;
}

export function usePageVisible(): boolean {
  return React.useContext(PageVisibleContext);
}
