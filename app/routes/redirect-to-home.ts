import { redirect } from "react-router";

// SPEC 2.1: any unknown path goes to the home page. Every visit gets a real HTTP redirect
// from the loader.
export const loader = () => redirect("/");
