// Lets a caller (tests, Storybook) hand the app its own QueryClient without the shell
// importing TanStack Query: the query layer is loaded lazily with the first data screen.
import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

export const QueryClientOverride = createContext<QueryClient | undefined>(undefined);
