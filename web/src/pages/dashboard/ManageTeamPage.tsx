import { useState } from "react";
import { Button, Text } from "@chakra-ui/react";
import { RowButton } from "@/components/ui/RowButton";
import { toaster } from "@/components/ui/toaster";
import { deletion, useConfirm } from "@/components/ui/useConfirm";
import { TEAM_THUMBNAIL_SIZES } from "@/config/picture-sizes";
import {
  AdminListPage,
  DeleteButton,
  wholeList,
} from "@/features/dashboard/components/AdminListPage";
import { OrderedTable } from "@/features/dashboard/components/OrderedTable";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";
import { useTeam, useTeamActions, type TeamMember } from "@/features/team/api";
import { TeamMemberForm } from "@/features/team/components/TeamMemberForm";
import { PUBLIC_LIST_SIZE } from "@/lib/content";
import { pageMeta } from "@/lib/meta";
import { LEAVE_QUESTION, useLeaveGuard } from "@/lib/use-leave-guard";
import type { TeamMemberInput } from "@shared/schemas";
import { splitNameDeg } from "@shared/team";

/** The size a picture of unknown size (the seed's drawings) is stated at: the 4rem circle. */
const THUMBNAIL = { width: 64, height: 64 };

type Editing = { member: TeamMember | null } | null;

export default function ManageTeamPage() {
  const { status, team } = useTeam();
  const { add, edit, remove, move } = useTeamActions();
  const confirmation = useConfirm();
  const { confirm } = confirmation;
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, confirm);
  const full = team.length >= PUBLIC_LIST_SIZE;

  const show = (next: Editing) => {
    setDirty(false);
    setEditing(next);
  };
  const open = async (next: Editing) => {
    if (!dirty || (await confirm(LEAVE_QUESTION))) show(next);
  };

  const onSave = async (values: TeamMemberInput) => {
    const opened = editing?.member ?? null;
    // As the live list has it now: a move while the form was open keeps its new place.
    const member = opened ? (team.find(({ id }) => id === opened.id) ?? opened) : null;
    const done = member ? "saved" : "added";
    try {
      if (member) await edit(member, values);
      else await add(values, team);
      toaster.create({ type: "success", title: `Team member ${done}` });
      show(null);
    } catch {
      toaster.create({ type: "error", title: `The team member could not be ${done}` });
    }
  };

  const removal = (member: TeamMember) =>
    deletion(
      async () => {
        await remove(member.id);
        if (editing?.member?.id === member.id) show(null);
      },
      "Team member removed",
      "The team member could not be removed",
    );

  return (
    <AdminListPage
      title="Manage Team"
      intro="The team on the landing page, in this order."
      list={wholeList(team, status === "loading")}
      emptyText="No team members yet."
      confirmation={confirmation}
      actions={
        <Button
          colorPalette="brand"
          alignSelf={{ base: "start", md: "center" }}
          disabled={full || editing?.member === null}
          onClick={() => void open({ member: null })}
        >
          Add member
        </Button>
      }
      note={
        full &&
        `The landing page shows ${PUBLIC_LIST_SIZE} members at most: remove one to add another.`
      }
      form={
        editing ? (
          <TeamMemberForm
            key={editing.member?.id ?? "new"}
            member={editing.member}
            onSave={onSave}
            onCancel={() => void open(null)}
            onDirtyChange={setDirty}
          />
        ) : null
      }
    >
      {(members, ask) => (
        <OrderedTable
          label="Team members"
          rows={members}
          picture={{ header: "Picture", sizes: TEAM_THUMBNAIL_SIZES, size: THUMBNAIL }}
          name={(member) => splitNameDeg(member.nameDeg).name}
          columns={[
            {
              header: "Role",
              cell: (member) => <Text>{splitNameDeg(member.nameDeg).role}</Text>,
              wrap: true,
            },
          ]}
          move={move}
          moveFailed="The team member could not be moved"
          actions={(member, name) => (
            <>
              <RowButton
                colorPalette="brand"
                onClick={() => void open({ member })}
                aria-label={`Edit ${name}`}
              >
                Edit
              </RowButton>
              <DeleteButton verb="Remove" name={name} onClick={() => void ask(removal(member))} />
            </>
          )}
        />
      )}
    </AdminListPage>
  );
}

export const meta = () => pageMeta("Manage Team");

export const handle: PageHandle = { admin: true };
