// Gatsby requires a main file for a local plugin; its hooks are in gatsby-node.ts and gatsby-ssr.tsx.
