import { graphql, useStaticQuery } from "gatsby";
import type { Lang } from "../lib/language/i18n";
import { siteConfigIn } from "../lib/content/site-config";
import type { SvgMark } from "../lib/content/svg-mark";

/**
 * The site-wide settings from content/site.{lang}.json in `lang`, plus the build's site URL and year.
 * One static query for both languages (static queries take no variables), so each page fetches one
 * small JSON file that the browser caches for every page after it. The caller names the language:
 * a page's Head, which React renders outside the page's providers, passes its pageContext.lang.
 */
export function useSiteConfig(lang: Lang) {
  const data = useStaticQuery<Queries.SiteConfigHookQuery>(graphql`
    query SiteConfigHook {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
      }
      allSiteConfig {
        nodes {
          lang
          siteTitle
          siteTagline
          siteDescription
          logoPath
          logoMark
          ogImage {
            publicURL
            childImageSharp {
              original {
                width
                height
              }
            }
          }
          ogImageAlt
          themeColor
          foundingYear
          socialLinks {
            twitter
            linkedin
            facebook
            instagram
          }
          contact {
            email
            phone
            whatsapp
            hours
            address {
              streetAddress
              postOfficeBox
              addressLocality
              addressCountry
              countryName
            }
            geo {
              latitude
              longitude
            }
            mapZoom
          }
          areaServed
          availableLanguages {
            name
            code
          }
          newsletter {
            heading
            body
          }
          navigation {
            name
            path
          }
          footerLinks {
            title
            links {
              name
              path
            }
          }
        }
      }
    }
  `);
  const config = siteConfigIn(data, lang);
  // The logo's resolver (gatsby/content/graphql-schema.ts) returns an SvgMark, which GraphQL knows only as JSON.
  return { ...config, logoMark: config.logoMark as unknown as SvgMark };
}

export type SiteConfig = ReturnType<typeof useSiteConfig>;
