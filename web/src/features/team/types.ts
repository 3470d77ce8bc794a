/** A member of the team, as the pages show it. */
export interface TeamMember {
  id: string;
  img: string;
  nameDeg: string;
}
