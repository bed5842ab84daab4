// What the data screens need and Home does not, in one lazily loaded chunk so the first
// download carries neither (README, "Bundle budget"):
// - the TanStack Query provider. One client serves every screen of a page load, so cached
//   data survives navigation;
// - framer-motion's LazyMotion and MotionConfig, for the `m` components of the screens (card
//   grids, expandable panels), and an AnimatePresence whose `initial` follows the page
//   transition: on the first page of a visit they appear at rest, on a page navigated to they
//   animate in. Home and the 404 page animate nothing with framer-motion; a screen outside
//   this layer that did would stay at its `initial` state (routes.test.tsx checks that Home
//   and the 404 page show nothing transparent).
import { QueryClientProvider } from "@tanstack/react-query";
import { AnimatePresence, LazyMotion, MotionConfig } from "framer-motion";
import { Fragment, useContext } from "react";
import { Outlet } from "react-router-dom";
import { loadMotionFeatures } from "../layout/load-motion-features";
import { PageArrived } from "../layout/page-arrived";
import { useAppQueryClient } from "./app-query-client";

export function DataLayer() {
  const client = useAppQueryClient();
  const arrived = useContext(PageArrived);
  return (
    <QueryClientProvider client={client}>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <AnimatePresence initial={arrived}>
            <Fragment key="page">
              <Outlet />
            </Fragment>
          </AnimatePresence>
        </MotionConfig>
      </LazyMotion>
    </QueryClientProvider>
  );
}
