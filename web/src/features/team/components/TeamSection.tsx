import { lazy } from "react";
import { splitNameDeg } from "@shared/team";
import { Picture } from "@/components/ui/Picture";
import { Reveal } from "@/components/ui/Reveal";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { TEAM_PICTURE } from "@/config/picture-sizes";
import { Live } from "@/lib/static-then-live";
import { useNearViewport } from "@/lib/use-near-viewport";
import type { TeamMember } from "../api";
import styles from "./Team.module.css";

const LiveTeam = lazy(() => import("../live"));

export function TeamSection({ team }: { team: TeamMember[] }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} id="team" className="section" aria-labelledby="team-heading">
      <div className="container">
        <SectionHeading
          reveal
          eyebrow="Meet Our Team"
          title="The people behind your results"
          intro="Strategists, designers, engineers and marketers who have done this for years."
          label={{ id: "team-heading", text: "Meet Our Team" }}
        />
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
                        {...TEAM_PICTURE}
                        className={styles.photo}
                        value={img}
                        alt={`Portrait of ${name}`}
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
