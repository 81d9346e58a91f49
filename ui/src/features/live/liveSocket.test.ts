import { socketHolder } from './liveSocket';

/** A socket that counts what is done to it; `active` as socket.io has it (false once the server closed it). */
function fakeSockets() {
  const opened: { active: boolean; connects: number; disconnects: number }[] = [];
  const open = () => {
    const socket = {
      active: true,
      connects: 0,
      disconnects: 0,
      connect() {
        socket.connects += 1;
        socket.active = true;
        return socket as never;
      },
      disconnect() {
        socket.disconnects += 1;
        socket.active = false;
        return socket as never;
      },
    };
    opened.push(socket);
    return socket;
  };
  return { opened, hold: socketHolder(open) };
}

describe('the shared socket', () => {
  it('given two holders, then both have one socket, closed only when the last lets go (twice letting go counts once)', () => {
    const { opened, hold } = fakeSockets();
    const first = hold();
    const second = hold();
    expect(opened).toHaveLength(1);
    expect(second.socket).toBe(first.socket);
    first.release();
    first.release();
    expect(opened[0]!.disconnects).toBe(0);
    second.release();
    expect(opened[0]!.disconnects).toBe(1);
  });

  it('given every holder gone, when one comes, then a new socket opens', () => {
    const { opened, hold } = fakeSockets();
    hold().release();
    const again = hold();
    expect(opened).toHaveLength(2);
    expect(again.socket).toBe(opened[1]);
  });

  it('given a socket the server closed, when a holder comes, then it opens again', () => {
    const { opened, hold } = fakeSockets();
    hold();
    opened[0]!.active = false;
    hold();
    expect(opened).toHaveLength(1);
    expect(opened[0]!.connects).toBe(1);
  });
});
