import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Picture from "../ui/picture";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { LinkButton } from "../ui/button";
import Container from "../ui/container";

interface HomeHeroProps {
  eyebrow: string;
  heading: string;
  lead: string;
  poster: IGatsbyImageData;
  posterAlt: string;
  links: readonly { label: string; path: string }[];
  /** Best format first. */
  video: readonly { src: string; type: string }[];
}

/** The background loop plays from tablet width up. */
export const VIDEO_MIN_WIDTH = "(min-width: 768px)";

interface NetworkInformation {
  saveData?: boolean;
}

/** The poster is the LCP element; the loop starts after hydration, never with reduced motion or Save-Data. */
export default function HomeHero({ eyebrow, heading, lead, poster, posterAlt, links, video }: HomeHeroProps) {
  const reducedMotion = useReducedMotion();
  const [mayPlay, setMayPlay] = React.useState(false);
  const [playing, setPlaying] = React.useState(false);

  React.useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    // On phones the loop would cost half a megabyte and replace the poster as the largest paint.
    const wideEnough = window.matchMedia(VIDEO_MIN_WIDTH).matches;
    setMayPlay(wideEnough && !connection?.saveData);
  }, []);

  const showVideo = mayPlay && !reducedMotion;

  return (
    <section className="on-dark relative isolate overflow-hidden bg-secondary-950 text-white">
      <Picture image={poster} alt={posterAlt} priority cover className="absolute inset-0 -z-20 h-full w-full" />
      {showVideo && (
        <video
          ref={(el) => {
            // React sets `muted` only as a property; iOS Safari wants the attribute before it autoplays.
            if (el && !el.hasAttribute("muted")) {
              el.defaultMuted = true;
              el.setAttribute("muted", "");
            }
          }}
          className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-700 ${playing ? "opacity-100" : "opacity-0"}`}
          autoPlay
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
        >
          {video.map((v) => (
            <source key={v.src} src={v.src} type={v.type} />
          ))}
        </video>
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-secondary-950/90 via-secondary-950/60 to-secondary-950/10" />
      <Container className="flex min-h-[min(80vh,44rem)] flex-col justify-center py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-300">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">{heading}</h1>
          <p className="mt-6 text-lg text-secondary-100 sm:text-xl">{lead}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            {links.map((link, i) => (
              <LinkButton key={link.path} to={link.path} variant={i === 0 ? "primary" : "outline"} className={i === 0 ? "" : "text-white"}>
                {link.label}
              </LinkButton>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
