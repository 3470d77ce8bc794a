import { lazy } from "react";
import { splitNameDeg } from "@shared/team";
import { Picture } from "@/components/ui/Picture";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { TEAM_SIZES } from "@/config/picture-sizes";
import { Live } from "@/lib/static-then-live";
import { useNearViewport } from "@/lib/use-near-viewport";
import type { TeamMember } from "../api";
import styles from "./Team.module.css";

const LiveTeam = lazy(() => import("../live"));

/** The shape a portrait of unknown size (the seed's drawings) is shown in: a square. */
const SQUARE = { width: 400, height: 400 };

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
            {(members) => (
              <div className="card-grid">
                {members.map(({ id, img, nameDeg }) => {
                  // "Name, Role" as stored in nameDeg, shown on two lines.
                  const { name, role } = splitNameDeg(nameDeg);
                  return (
                    <article key={id} className={styles.card}>
                      <Picture
                        className={styles.photo}
                        value={img}
                        sizes={TEAM_SIZES}
                        alt={`Portrait of ${name}`}
                        fallbackSize={SQUARE}
                      />
                      <div className={styles.text}>
                        <p className={styles.name}>{name}</p>
                        <p className={styles.role}>{role}</p>
                      </div>
                    </article>
                  );
                })}
              </div>
            )}
          </Live>
        </Reveal>
      </div>
    </section>
  );
}
