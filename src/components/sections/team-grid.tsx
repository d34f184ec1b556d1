import * as React from "react";
import { graphql } from "gatsby";
import Picture from "../ui/picture";
import { useMessages } from "../../hooks/use-lang";
import Card from "../ui/card";
import Icon from "../ui/icon";
import { LINKEDIN } from "../ui/icons/brands";

/** @public Gatsby extracts this fragment from the source; no module imports it. */
export const query = graphql`
  fragment TeamMemberCard on TeamMember {
    slug
    name
    title
    bio
    imageAlt
    linkedin
    image {
      childImageSharp {
        gatsbyImageData(width: 320, height: 320, placeholder: DOMINANT_COLOR, breakpoints: [320, 640])
      }
    }
  }
`;

export type TeamMemberData = Queries.TeamMemberCardFragment;

export default function TeamGrid({ members }: { members: readonly TeamMemberData[] }) {
  const messages = useMessages();
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((m) => {
        const image = m.image?.childImageSharp?.gatsbyImageData;
        return (
          <Card as="li" key={m.slug} variant="elevated" interactive className="overflow-hidden">
            {image && <Picture image={image} alt={m.imageAlt} cover className="aspect-square w-full" />}
            <div className="p-6">
              <h3 className="text-lg font-semibold text-secondary-950">{m.name}</h3>
              <p className="text-sm font-medium text-accent-700">{m.title}</p>
              <p className="mt-3 text-secondary-700">{m.bio}</p>
              <a
                href={m.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${messages.socialProfile(m.name, messages.social.linkedin)} ${messages.opensInNewTab}`}
                className="mt-4 inline-flex h-11 w-11 items-center justify-center rounded-full text-secondary-700 hover:bg-secondary-100 hover:text-accent-700"
              >
                <Icon icon={LINKEDIN} size={20} />
              </a>
            </div>
          </Card>
        );
      })}
    </ul>
  );
}
