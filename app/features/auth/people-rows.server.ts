import type { Role } from "./roles";

/** A staff member as stored (staff_people) and as the code sees them. */
export interface PersonRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: "invited" | "active" | "removed";
  created_at: number;
  removed_at: number | null;
}

export interface Person {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: PersonRow["status"];
  createdAt: number;
}

export function rowToPerson(row: PersonRow): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    createdAt: row.created_at,
  };
}
