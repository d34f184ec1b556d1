// The site's own adapter, with nothing to adapt: the build writes each host's rules itself (host-rules.ts).
// Without one, Gatsby installs gatsby-adapter-netlify when NETLIFY is set, which appends `Referrer-Policy:
// same-origin` to _headers (no `headers` option removes it); Netlify would join it with ours and break the
// Maps key. Its `adapt` never reads the routes manifest, which Gatsby then never computes.
import type { IAdapter } from "gatsby";

export const staticHostsAdapter: IAdapter = { name: "static-hosts (gatsby/hosting/adapter.ts)", adapt: () => {} };
