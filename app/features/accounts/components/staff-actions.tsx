import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { StaffMemberJson } from "../staff.schemas.ts";

async function patchActive(member: StaffMemberJson, active: boolean, onChanged: () => void) {
  try {
    await apiRequest("PATCH", `/api/admin/staff/${member.id}`, { active });
  } catch (err) {
    toast.error(active ? "Not enabled" : "Not disabled", { description: errorMessage(err) });
    return;
  }
  toast.success(active ? `${member.username} is enabled` : `${member.username} is disabled`);
  onChanged();
}

async function resendInvite(member: StaffMemberJson) {
  try {
    await apiRequest("POST", "/api/admin/staff/invite", { email: member.email, username: member.username });
  } catch (err) {
    toast.error("The invitation could not be sent.", { description: errorMessage(err) });
    return;
  }
  toast.success("Invitation sent again", { description: member.email });
}

/** Disable or enable an admin, each after a confirmation; an invitation can be sent again. */
export function StaffActions({
  member,
  isMe,
  onChanged,
}: {
  member: StaffMemberJson;
  isMe: boolean;
  onChanged: () => void;
}) {
  if (member.status === "disabled") {
    return (
      <div className="flex justify-end">
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm">
              Enable
            </Button>
          }
          title={`Enable ${member.username}?`}
          description="They can sign in to the dashboard again with their password."
          confirmLabel="Enable"
          onConfirm={() => patchActive(member, true, onChanged)}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
      {member.status === "invited" && (
        <Button variant="outline" size="sm" onClick={() => void resendInvite(member)}>
          Resend invitation
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm">
            Disable
          </Button>
        }
        title={isMe ? "Disable your own account?" : `Disable ${member.username}?`}
        description={
          isMe
            ? "You will be signed out at once and cannot sign in again until another admin enables you."
            : `${member.username} is signed out at once and cannot sign in until enabled again.`
        }
        confirmLabel="Disable"
        destructive
        // Disabling yourself ends your session: the sign-in page is where you are now.
        onConfirm={() =>
          patchActive(member, false, isMe ? () => window.location.assign("/login") : onChanged)
        }
      />
    </div>
  );
}
