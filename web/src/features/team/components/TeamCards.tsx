import { splitNameDeg } from "@shared/team";
import type { TeamMember } from "../api";
import styles from "./Team.module.css";

/** The grid of member cards. */
export function TeamGrid({ team }: { team: TeamMember[] }) {
  return (
    <div className="card-grid">
      {team.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </div>
  );
}

export function MemberCard({ member }: { member: TeamMember }) {
  // "Name, Role" as stored in nameDeg, shown on two lines.
  const { name, role } = splitNameDeg(member.nameDeg);
  return (
    <article className={styles.card}>
      <img
        className={styles.photo}
        src={member.img}
        alt={`Portrait of ${name}`}
        width="400"
        height="400"
        loading="lazy"
      />
      <div className={styles.text}>
        <p className={styles.name}>{name}</p>
        <p className={styles.role}>{role}</p>
      </div>
    </article>
  );
}
