import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/http';
import { liveSessionMachine, type LiveSessionEvent } from './liveSessionMachine';
import type { JudgeDonePayload } from '@forge/contracts';

const verdict = (): JudgeDonePayload => ({
  requestId: null,
  kind: 'submit',
  problemId: 'p1',
  submissionId: 's1',
  result: { accepted: true, passedTestCases: 1, totalTestCases: 1, runtime: 0.01, memory: 1024, error: null, failure: null },
});

/** A live tab over a fake socket: the test speaks for the server, and hears what the tab does. */
function liveTab(checkSession: () => Promise<unknown>) {
  const heard = { verdicts: [] as JudgeDonePayload[], ended: 0, sockets: 0, checks: 0 };
  let socket: { sendBack: (event: LiveSessionEvent) => void; open: boolean } | undefined;
  const actor = createActor(
    liveSessionMachine.provide({
      actors: {
        socket: fromCallback<LiveSessionEvent>(({ sendBack }) => {
          heard.sockets += 1;
          const current = { sendBack, open: true };
          socket = current;
          return () => {
            current.open = false;
          };
        }),
        checkSession: fromPromise(() => {
          heard.checks += 1;
          return checkSession();
        }),
      },
      actions: {
        verdictArrived: (_, { payload }) => void heard.verdicts.push(payload),
        sessionEnded: () => void (heard.ended += 1),
      },
      delays: { reconnectDelay: 10 },
    }),
  ).start();
  const server = (event: LiveSessionEvent) => {
    if (!socket?.open) throw new Error('no socket is open');
    socket.sendBack(event);
  };
  return { actor, heard, server };
}

describe('liveSessionMachine', () => {
  describe('given a live tab', () => {
    it('when a verdict of the user arrives, then it passes it on', () => {
      const { heard, server } = liveTab(async () => ({}));
      server({ type: 'VERDICT', payload: verdict() });
      expect(heard.verdicts).toEqual([verdict()]);
      expect(heard.checks).toBe(0);
    });

    it('when the server closes the socket and the session is gone (401), then the tab signs out, once, and stops', async () => {
      const { actor, heard, server } = liveTab(async () => {
        throw new ApiError(401, 'Please log in to continue', null);
      });
      server({ type: 'SOCKET_CLOSED' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(heard).toMatchObject({ ended: 1, checks: 1, sockets: 1 });
    });

    it('when the server closes the socket but the session stands, then the socket opens again and verdicts still arrive', async () => {
      const { actor, heard, server } = liveTab(async () => ({ _id: 'u1' }));
      server({ type: 'SOCKET_CLOSED' });
      expect(actor.getSnapshot().value).toBe('checking');
      await waitFor(actor, (s) => s.matches('live'));
      expect(heard).toMatchObject({ ended: 0, checks: 1, sockets: 2 });
      server({ type: 'VERDICT', payload: verdict() });
      expect(heard.verdicts).toHaveLength(1);
    });

    it('when the session cannot be checked (the server is down), then it does not sign out, and tries the socket again', async () => {
      const { actor, heard, server } = liveTab(async () => {
        throw new ApiError(503, 'unavailable', null);
      });
      server({ type: 'SOCKET_CLOSED' });
      await waitFor(actor, (s) => s.matches('live'));
      expect(heard).toMatchObject({ ended: 0, sockets: 2 });
    });
  });
});
