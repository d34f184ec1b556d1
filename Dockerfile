# The site in a container: built with Node 24 (.nvmrc), served by the official nginx image with the
# deploy/nginx.conf the build writes (the browser tests run the same file in Debian's nginx).
#   docker build -t tamkeen-site --build-arg SITE_URL=https://www.tamkeen.ae --build-arg GATSBY_GOOGLE_MAPS_API_KEY=... .
#   docker run --rm -p 8080:80 tamkeen-site
#
# Node's image names its exact release, so each new Node 24 release arrives as Dependabot's pull
# request, whose image CI builds (.github/dependabot.yml); the major moves with .nvmrc. nginx's
# `stable` follows nginx's stable branch by itself.

FROM node:24.19.0-bookworm AS build
WORKDIR /site
ENV GATSBY_TELEMETRY_DISABLED=1
# Canonical links and the sitemap name this origin; the Maps key is inlined into the pages.
ARG SITE_URL=https://www.tamkeen.ae
ARG GATSBY_GOOGLE_MAPS_API_KEY=
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM nginx:stable
# The image's nginx.conf includes conf.d/*.conf inside its http block (with mime.types); the
# site's server block replaces the default one and includes the generated file.
COPY --from=build /site/public /usr/share/nginx/html
COPY --from=build /site/deploy/nginx.conf /etc/nginx/site.conf
RUN printf 'server {\n  listen 80;\n  root /usr/share/nginx/html;\n  include /etc/nginx/site.conf;\n}\n' > /etc/nginx/conf.d/default.conf \
  && nginx -t
EXPOSE 80
