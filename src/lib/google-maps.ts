/** Loads the Google Maps JavaScript API once, with no retries and nothing logged: failure is a state, not an error. */

const CALLBACK = "__officeMapReady";
export const MAPS_SCRIPT_ORIGIN = "https://maps.googleapis.com";

let pending: Promise<void> | null = null;

export function mapsScriptUrl(key: string): string {
  const params = new URLSearchParams({ key, v: "weekly", loading: "async", callback: CALLBACK });
  return `${MAPS_SCRIPT_ORIGIN}/maps/api/js?${params}`;
}

export function loadGoogleMaps(key: string): Promise<void> {
  if (pending) return pending;
  pending = new Promise<void>((resolve, reject) => {
    const w = window as unknown as Record<string, unknown>;
    w[CALLBACK] = () => resolve();
    const script = document.createElement("script");
    script.src = mapsScriptUrl(key);
    script.async = true;
    script.onerror = () => {
      pending = null;
      script.remove();
      reject(new Error("The map could not be loaded"));
    };
    document.head.append(script);
  });
  return pending;
}
