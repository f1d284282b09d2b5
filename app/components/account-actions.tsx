import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { notifyCartChanged } from "../features/cart/index.ts";
import { apiRequest, errorMessage } from "../lib/api.ts";
import { cx } from "../lib/cx.ts";
import { LogOutIcon } from "./shell-icons.tsx";
import { buttonVariants } from "./ui/button-variants.ts";
import { toast } from "./ui/sonner.tsx";

export interface HeaderUser {
  username: string;
  role: string;
}

/** Logout clears the cached user; the header then shows Login / Sign Up. */
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

/** Signed out: Login and Sign Up. Signed in: the welcome line and Logout. */
export function AccountActions({ user, layout, onNavigate }: AccountActionsProps) {
  const { logout, pending } = useLogout();
  const column = layout === "column";
  if (user) {
    return (
      <div className={cx("flex gap-3", column ? "flex-col items-stretch" : "items-center")}>
        <span
          title={user.username}
          className={cx(
            "text-sm font-medium text-foreground",
            column ? "px-3 break-all" : "max-w-56 truncate",
          )}
        >
          Welcome, {user.username}
        </span>
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: column ? "default" : "sm" })}
          disabled={pending}
          onClick={() => void logout().then(onNavigate)}
        >
          <LogOutIcon />
          Logout
        </button>
      </div>
    );
  }
  return (
    <div className={cx("flex gap-2", column ? "flex-col items-stretch" : "items-center")}>
      <Link
        to="/login"
        onClick={onNavigate}
        className={buttonVariants({ variant: column ? "outline" : "ghost", size: column ? "default" : "sm" })}
      >
        Login
      </Link>
      <Link
        to="/register"
        onClick={onNavigate}
        className={buttonVariants({ size: column ? "default" : "sm" })}
      >
        Sign Up
      </Link>
    </div>
  );
}
