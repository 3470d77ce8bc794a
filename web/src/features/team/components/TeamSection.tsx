import { lazy } from "react";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Live } from "@/lib/static-then-live";
import { useNearViewport } from "@/lib/use-near-viewport";
import type { TeamMember } from "../api";
import { TeamGrid } from "./TeamCards";

const LiveTeam = lazy(() => import("../live"));

/** The landing's team: the members the server read, live once the visitor scrolls near. */
export function TeamSection({ team }: { team: TeamMember[] }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} id="team" className="section" aria-labelledby="team-heading">
      <div className="container">
        <Reveal>
          <SectionHeading
            eyebrow="Meet Our Team"
            title="The people behind your results"
            intro="Strategists, designers, engineers and marketers who have done this for years."
          />
        </Reveal>
        <p id="team-heading" className="sr-only">
          Meet Our Team
        </p>
        <Reveal>
          <Live initial={team} live={LiveTeam} active={near}>
            {(members) => <TeamGrid team={members} />}
          </Live>
        </Reveal>
      </div>
    </section>
  );
}
