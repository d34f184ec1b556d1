import { graphql, useStaticQuery } from "gatsby";
import type { Lang } from "../lib/i18n";
import { useLang } from "./use-lang";

/**
 * The site-wide settings from content/site.{lang}.json in the page's language, plus the build's site
 * URL and year. One static query for both languages (static queries take no variables), so each page
 * fetches one small JSON file that the browser caches for every page after it. A page's Head, which
 * React renders outside the page's providers, names its language.
 */
export function useSiteConfig(langOfHead?: Lang) {
  const contextLang = useLang();
  const lang = langOfHead ?? contextLang;
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
          availableLanguages
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
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  const config = data.allSiteConfig?.nodes.find((n) => n.lang === lang);
  if (!config || !siteUrl) throw new Error(`content/site.${lang}.json did not reach GraphQL`);
  return { ...config, siteUrl, buildYear: Number(data.site?.buildTime) };
}
