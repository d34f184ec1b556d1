import { graphql, useStaticQuery } from "gatsby";

/**
 * The site-wide settings from content/site.json plus the build's site URL and year. One static
 * query: each is a JSON file the browser fetches and handles in a task of its own on every page.
 */
export function useSiteConfig() {
  const data = useStaticQuery<Queries.SiteConfigHookQuery>(graphql`
    query SiteConfigHook {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
      }
      siteConfig {
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
  `);
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!data.siteConfig || !siteUrl) throw new Error("content/site.json did not reach GraphQL");
  return { ...data.siteConfig, siteUrl, buildYear: Number(data.site?.buildTime) };
}

export type SiteConfig = ReturnType<typeof useSiteConfig>;
