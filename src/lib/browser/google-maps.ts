/** Loads the Google Maps JavaScript API once, with no retries and nothing logged: failure is a state, not an error. */

const CALLBACK = "__officeMapReady";
const MAPS_SCRIPT_ORIGIN = "https://maps.googleapis.com";

let pending: Promise<void> | null = null;

/** https://developers.google.com/maps/documentation/javascript/localization */
export function mapsScriptUrl(key: string, language = "en"): string {
  const params = new URLSearchParams({ key, v: "weekly", loading: "async", callback: CALLBACK, language, region: "AE" });
  return `${MAPS_SCRIPT_ORIGIN}/maps/api/js?${params}`;
}

/** Once per page load: changing language loads the other page. */
export function loadGoogleMaps(key: string, language = "en"): Promise<void> {
  if (pending) return pending;
  pending = new Promise<void>((resolve, reject) => {
    const w = window as unknown as Record<string, unknown>;
    w[CALLBACK] = () => resolve();
    const script = document.createElement("script");
    script.src = mapsScriptUrl(key, language);
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
