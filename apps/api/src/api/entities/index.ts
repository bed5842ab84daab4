export * from "./championships";
export * from "./core";
export * from "./teams";
