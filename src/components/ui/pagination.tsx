import * as React from "react";
import { Link } from "./local-link";
import { visiblePageNumbers } from "../../lib/insights/listing";
import { useMessages } from "../../hooks/use-lang";
import { listingPagePath } from "../../lib/routing/slug";
import Icon from "./icon";
import { ARROW_LEFT, ARROW_RIGHT } from "./icons/arrows";

interface PaginationProps {
  /** The listing's first page, e.g. /insights */
  basePath: string;
  number: number;
  count: number;
}

const LINK = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold no-underline transition-colors duration-300";
const IDLE = `${LINK} bg-secondary-100 text-secondary-800 hover:bg-secondary-200`;

/**
 * Links between the pages of a listing: previous and next (rel="prev" and rel="next"), the first,
 * the last and the pages around this one. Plain links, so they work before and without scripts.
 */
export default function Pagination({ basePath, number, count }: PaginationProps) {
  const messages = useMessages();
  if (count <= 1) return null;
  return (
    <nav aria-label={messages.pagination.label} className="mt-12">
      <p className="text-center text-sm text-secondary-600">{messages.pagination.position(number, count)}</p>
      <ul className="mt-4 flex flex-wrap items-center justify-center gap-2">
        {number > 1 && (
          <li>
            <Link to={listingPagePath(basePath, number - 1)} rel="prev" className={IDLE}>
              <Icon icon={ARROW_LEFT} size={18} />
              {messages.pagination.previous}
            </Link>
          </li>
        )}
        {visiblePageNumbers(number, count).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-secondary-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={listingPagePath(basePath, n)}
                aria-label={messages.pagination.page(n)}
                aria-current={n === number ? "page" : undefined}
                className={n === number ? `${LINK} bg-secondary-950 text-white` : IDLE}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {number < count && (
          <li>
            <Link to={listingPagePath(basePath, number + 1)} rel="next" className={IDLE}>
              {messages.pagination.next}
              <Icon icon={ARROW_RIGHT} size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
