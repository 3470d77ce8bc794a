import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { ResponsiveTable } from "@/components/ui/ResponsiveTable";
import { RowButton } from "@/components/ui/RowButton";
import { InputField, useZodForm } from "@/components/ui/FormField";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import {
  grantAdmin,
  isAddressRefusal,
  revokeAdmin,
  roleErrorMessage,
  useAdmins,
} from "@/features/admin/api";
import { useCurrentUser } from "@/features/auth/api";
import { ListState, PagePanel } from "@/features/dashboard/components/PagePanel";
import { adminEmailInputSchema } from "@shared/schemas";
import { pageMeta } from "@/lib/meta";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

function AdminList() {
  const { status, admins } = useAdmins();
  const { user } = useCurrentUser();
  const { confirm, dialog } = useConfirm();

  const onRevoke = async (email: string) => {
    if (!(await confirm(`Do you want to remove the admin role from ${email}?`))) return;
    try {
      const { modifiedCount } = await revokeAdmin(email);
      toaster.create({
        type: modifiedCount ? "success" : "info",
        title: modifiedCount ? "Admin Removed" : `${email} is not an Admin`,
      });
    } catch (error) {
      toaster.create({ type: "error", title: roleErrorMessage(error) });
    }
  };

  return (
    <Stack gap="3" mt="10">
      <Heading as="h2" size="lg" color="brand.900">
        Current admins
      </Heading>
      <ListState
        loading={status === "loading"}
        empty={admins.length === 0}
        emptyText="No admins found."
      />
      {admins.length > 0 ? (
        <ResponsiveTable
          label="Admins"
          rows={admins}
          rowKey={(admin) => admin.id}
          columns={[
            { header: "Name", cell: (admin) => admin.displayName, wrap: true },
            {
              header: "Email",
              cell: (admin) => <EmailAddress address={admin.email} />,
              wrap: true,
            },
            {
              header: "Action",
              actions: true,
              cell: (admin) => (
                <RowButton
                  colorPalette="red"
                  onClick={() => void onRevoke(admin.email)}
                  aria-label={`${admin.id === user?.uid ? "Step down" : "Revoke"} ${admin.email}`}
                >
                  {admin.id === user?.uid ? "Step down" : "Revoke"}
                </RowButton>
              ),
            },
          ]}
        />
      ) : null}
      {dialog}
    </Stack>
  );
}

export default function MakeAdminPage() {
  const { confirm, dialog } = useConfirm();
  const form = useZodForm(adminEmailInputSchema, { email: "" });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (!(await confirm(`Do you want to Make ${email} as a Admin`))) return;
    try {
      const { modifiedCount } = await grantAdmin(email);
      toaster.create(
        modifiedCount > 0
          ? { type: "success", title: "Admin Added" }
          : { type: "info", title: `${email} is Already an Admin` },
      );
      form.reset({ email: "" });
    } catch (error) {
      // No such account, or not verified yet: said under the field until the address changes.
      if (isAddressRefusal(error)) form.setError("email", { message: roleErrorMessage(error) });
      else toaster.create({ type: "error", title: roleErrorMessage(error) });
    }
  });

  return (
    <PagePanel title="Make Admin" intro="Give another account access to this dashboard.">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Make Admin">
        <HStack align="end" gap="3" maxW="xl" flexWrap={{ base: "wrap", sm: "nowrap" }}>
          <InputField label="Email" type="email" {...form.field("email")} />
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            flexShrink={0}
          >
            Add Admin
          </Button>
        </HStack>
      </form>
      <Text mt="3" fontSize="sm" color="gray.500">
        The person must already have an account and have verified its email address. Their open
        dashboard switches menus within seconds.
      </Text>
      {dialog}
      <AdminList />
    </PagePanel>
  );
}

export const meta = () => pageMeta("Make Admin");

export const handle: PageHandle = { admin: true };
