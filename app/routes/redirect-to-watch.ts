import { redirect } from "react-router";

// SPEC 2.1: any other path under watch goes to the sermon landing page. Every visit gets a real HTTP redirect
// from the loader.
export const loader = () => redirect("/watch");
