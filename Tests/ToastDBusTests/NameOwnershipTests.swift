import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

/// Owning org.freedesktop.Notifications: never queued, replaced only when asked, released on stop.
@Suite("Name ownership")
struct NameOwnershipTests {
    @Test(
        "A second server fails with the owner's unique name; replace takes the name; the replaced one stops itself from its bus thread; stop releases the name"
    )
    func ownership() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let first = RecordingHandler()
        let server = try NotificationBus.start(address: bus.address, replace: false, handler: first)
        first.state.withLock {
            $0.bus = server
            $0.stopOnLost = true
        }
        defer {
            first.state.withLock { $0.bus = nil }
            server.stop()
        }
        let owner = server.uniqueName
        #expect(owner.hasPrefix(":"))
        let second = RecordingHandler()
        // The owner is this test's own process: named by its program, as `ps` shows it.
        let program = try String(contentsOfFile: "/proc/self/comm", encoding: .utf8).trimmingCharacters(in: .newlines)
        let peer = BusPeer(uniqueName: owner, pid: UInt32(getpid()), program: program)
        #expect(throws: NotificationBusError.nameTaken(owner: peer, replace: false)) {
            try NotificationBus.start(address: bus.address, replace: false, handler: second)
        }
        #expect(
            NotificationBusError.nameTaken(owner: peer, replace: false).description
                == "org.freedesktop.Notifications is owned by \(program) (pid \(getpid()), \(owner)), another notification"
                + " server; stop it, or replace it")
        let replacement = try NotificationBus.start(address: bus.address, replace: true, handler: second)
        let deadline = Date().addingTimeInterval(10)
        while first.state.withLock({ $0.lost }) == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(first.state.withLock { $0.lost } == 1)
        while server.uniqueName != "" && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(server.uniqueName == "", "the replaced server stopped itself in nameLost")
        let reply = try gdbusCall(
            bus, path: "/org/freedesktop/Notifications", method: "org.freedesktop.Notifications.Notify",
            ["app", "0", "", "To the new owner", "", "[]", "{}", "-1"])
        #expect(reply.output == "(uint32 1,)\n")
        #expect(second.notifications.map(\.summary) == ["To the new owner"])
        #expect(first.notifications.isEmpty)
        replacement.stop()
        replacement.stop()
        #expect(replacement.uniqueName == "")
        let third = try NotificationBus.start(address: bus.address, replace: false, handler: RecordingHandler())
        third.stop()
        #expect(second.state.withLock { $0.lost } == 0)
    }

    @Test("A server that keeps its name refuses replacement; NotifydClient says it is not Tartine's")
    func refusesWithoutAllowance() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let keeper = try NameKeeper(bus, answers: true)
        defer { keeper.stop() }
        do {
            _ = try NotificationBus.start(address: bus.address, replace: true, handler: RecordingHandler())
            Issue.record("the keeper's name was taken")
        } catch NotificationBusError.nameTaken(let owner, let replace) {
            #expect(replace)
            #expect(owner.uniqueName == keeper.uniqueName)
            #expect(owner.program == "python3", "the keeper is a python3 program")
            #expect(owner.pid != 0 && owner.pid != UInt32(getpid()))
        }
        #expect(
            NotificationBusError.nameTaken(
                owner: BusPeer(uniqueName: ":1.7", pid: 4242, program: "dunst"), replace: true
            )
            .description
                == "org.freedesktop.Notifications is owned by dunst (pid 4242, :1.7), another notification server,"
                + " which does not allow replacement")
        #expect(
            NotificationBusError.nameTaken(owner: BusPeer(uniqueName: ":1.7", pid: 0, program: nil), replace: false)
                .description
                == "org.freedesktop.Notifications is owned by :1.7, another notification server; stop it, or replace it"
        )
        do {
            _ = try NotifydClient.send(.count, address: bus.address)
            Issue.record("no error")
        } catch let error as NotificationBusError {
            #expect(error == .notTartine("No such interface org.tartine.Notifyd1"))
            #expect(
                error.description
                    == "org.freedesktop.Notifications is owned by a notification server that is not Tartine's"
                    + " (no org.tartine.Notifyd1): No such interface org.tartine.Notifyd1")
        }
    }

    @Test("A server that does not answer: NotifydClient's timeout")
    func timeout() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let keeper = try NameKeeper(bus, answers: false)
        defer { keeper.stop() }
        #expect(throws: NotificationBusError.timeout(method: "Reload", milliseconds: 300)) {
            try NotifydClient.send(.reload, address: bus.address, timeoutMilliseconds: 300)
        }
        #expect(
            NotificationBusError.timeout(method: "Reload", milliseconds: 300).description
                == "org.freedesktop.Notifications did not answer org.tartine.Notifyd1.Reload within 300 ms")
    }
}

/// Another notification server as far as the bus can tell: a jeepney connection that owns
/// org.freedesktop.Notifications without allowing replacement and answers every call with
/// UnknownMethod (as a server without Tartine's interface does), or never answers.
final class NameKeeper {
    let uniqueName: String
    private let program: RunningProgram

    init(_ bus: PrivateBus, answers: Bool) throws {
        program = try bus.launch(
            "python3", package: "python3",
            [
                "-c",
                """
                from jeepney import MessageType, new_error
                from jeepney.bus_messages import message_bus
                from jeepney.io.blocking import open_dbus_connection
                with open_dbus_connection(bus="SESSION") as conn:
                    reply = conn.send_and_get_reply(message_bus.RequestName("org.freedesktop.Notifications", 4))
                    print(conn.unique_name, reply.body[0], flush=True)
                    while True:
                        message = conn.receive()
                        if \(answers ? "True" : "False") and message.header.message_type == MessageType.method_call:
                            conn.send(new_error(message, "org.freedesktop.DBus.Error.UnknownMethod", "s",
                                                ("No such interface org.tartine.Notifyd1",)))
                """,
            ])
        let deadline = Date().addingTimeInterval(10)
        while !program.output.contains("\n") && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let words = program.output.split(separator: " ")
        guard words.count == 2, words[1] == "1\n" else {
            throw SupportFailure("the name keeper did not get the name: \(program.output)")
        }
        uniqueName = String(words[0])
    }

    func stop() { program.stop() }
}
