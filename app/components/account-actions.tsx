import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { notifyCartChanged } from "../features/cart/use-cart-count.ts";
import { apiRequest, errorMessage } from "../lib/api.ts";
import { cn } from "../lib/utils.ts";
import { Button } from "./ui/button.tsx";
import { toast } from "./ui/sonner.tsx";

export interface HeaderUser {
  username: string;
  role: string;
}

/** Spec section 4: logout clears the cached user; the header then shows Login / Sign Up. */
function useLogout() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/logout", {});
      await navigate("/");
      await revalidate();
      notifyCartChanged();
    } catch (err) {
      toast.error("Logout Failed", { description: errorMessage(err) });
    } finally {
      setPending(false);
    }
  };
  return { logout, pending };
}

export interface AccountActionsProps {
  user: HeaderUser | null;
  layout: "row" | "column";
  onNavigate?: () => void;
}

/** Signed out: Login and Sign Up. Signed in: the welcome line and Logout (spec section 2). */
export function AccountActions({ user, layout, onNavigate }: AccountActionsProps) {
  const { logout, pending } = useLogout();
  const column = layout === "column";
  if (user) {
    return (
      <div className={cn("flex gap-3", column ? "flex-col items-stretch" : "items-center")}>
        <span
          title={user.username}
          className={cn(
            "text-sm font-medium text-foreground",
            column ? "px-3 break-all" : "max-w-56 truncate",
          )}
        >
          Welcome, {user.username}
        </span>
        <Button
          type="button"
          variant="outline"
          size={column ? "default" : "sm"}
          disabled={pending}
          onClick={() => void logout().then(onNavigate)}
        >
          <LogOutIcon aria-hidden="true" />
          Logout
        </Button>
      </div>
    );
  }
  return (
    <div className={cn("flex gap-2", column ? "flex-col items-stretch" : "items-center")}>
      <Button asChild variant={column ? "outline" : "ghost"} size={column ? "default" : "sm"}>
        <Link to="/login" onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild size={column ? "default" : "sm"}>
        <Link to="/register" onClick={onNavigate}>
          Sign Up
        </Link>
      </Button>
    </div>
  );
}
