import * as React from "react";
import { mapsPointHref } from "../../lib/content/contact-links";
import { loadGoogleMaps } from "../../lib/browser/google-maps";
import { useLang, useMessages } from "../../hooks/use-lang";
import { LANG_INFO } from "../../lib/language/i18n";
import Icon from "../ui/icon";
import { MAP_PIN } from "../ui/icons/contact";

const OfficeMapCanvas = React.lazy(() => import("./office-map-canvas"));

/** From the specification; reserved up front so nothing shifts when it loads. */
const MAP_HEIGHT_PX = 400;
const NEAR_VIEWPORT = "300px";

type MapState = "waiting" | "loading" | "ready" | "failed";

interface OfficeMapProps {
  apiKey: string;
  latitude: number;
  longitude: number;
  zoom: number;
  title: string;
  address: string;
}

/** Loads near the viewport. Without a key, on failure, or on gm_authFailure, the static card stays. */
export default function OfficeMap({ apiKey, latitude, longitude, zoom, title, address }: OfficeMapProps) {
  const messages = useMessages();
  const lang = useLang();
  const [state, setState] = React.useState<MapState>("waiting");
  const ref = React.useRef<HTMLDivElement>(null);
  const center = React.useMemo(() => ({ lat: latitude, lng: longitude }), [latitude, longitude]);

  React.useEffect(() => {
    if (!apiKey) {
      setState("failed");
      return;
    }
    const w = window as Window & { gm_authFailure?: () => void };
    w.gm_authFailure = () => setState("failed");
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setState("loading");
        loadGoogleMaps(apiKey, LANG_INFO[lang].tag).then(
          () => !cancelled && setState((s) => (s === "failed" ? s : "ready")),
          () => !cancelled && setState("failed"),
        );
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [apiKey, lang]);

  return (
    <div
      ref={ref}
      className="relative overflow-hidden rounded-3xl bg-secondary-100 ring-1 ring-secondary-200"
      style={{ height: MAP_HEIGHT_PX }}
      data-map-state={state}
    >
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_center,var(--color-primary-100),var(--color-secondary-100))] p-6 text-center">
        <Icon icon={MAP_PIN} size={40} className="text-accent-700" />
        <p className="text-lg font-semibold text-secondary-950">{messages.map.fallbackHeading}</p>
        <p className="max-w-sm text-secondary-700">{address}</p>
        <a
          href={mapsPointHref(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-accent-700 underline hover:text-accent-800"
        >
          {messages.map.openInMaps}
          <span className="sr-only"> {messages.opensInNewTab}</span>
        </a>
        {state === "loading" && (
          <p role="status" className="text-sm text-secondary-600">
            {messages.map.loading}
          </p>
        )}
      </div>
      {state === "ready" && (
        <section className="absolute inset-0" aria-label={messages.map.label}>
          <React.Suspense fallback={null}>
            <OfficeMapCanvas center={center} zoom={zoom} title={title} />
          </React.Suspense>
        </section>
      )}
    </div>
  );
}
