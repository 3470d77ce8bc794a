import { splitNameDeg } from "@shared/team";
import { Picture } from "@/components/ui/Picture";
import { TEAM_SIZES } from "@/config/picture-sizes";
import type { TeamMember } from "../api";
import styles from "./Team.module.css";

/** The shape a portrait of unknown size (the seed's drawings) is shown in: a square. */
const SQUARE = { width: 400, height: 400 };

export function TeamGrid({ team }: { team: TeamMember[] }) {
  return (
    <div className="card-grid">
      {team.map(({ id, img, nameDeg }) => {
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
  );
}
