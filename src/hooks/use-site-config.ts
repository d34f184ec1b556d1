import { graphql, useStaticQuery } from "gatsby";
import type { Lang } from "../lib/language/i18n";
import { siteConfigIn } from "../lib/content/site-config";
import type { SvgMark } from "../lib/content/svg-mark";

/** One static query for both languages (static queries take no variables): one small file, cached for every page. */
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
  // GraphQL knows the resolver's SvgMark only as JSON.
  return { ...config, logoMark: config.logoMark as unknown as SvgMark };
}

export type SiteConfig = ReturnType<typeof useSiteConfig>;
