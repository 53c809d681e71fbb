"""A stand-in for Orca 49's remote controller on the session bus (run with the system Python and its gi).

Orca from version 49 offers ``org.gnome.Orca1.Service`` (earlier 49 builds:
``org.gnome.Orca.Service``) on D-Bus: ``PresentMessage(s) -> b`` speaks and
brailles a message. Orca 43 on the test desktop has no such service; this
stand-in takes its place, answers as Orca 49 would, and appends each
message, with its time, to the file named on the command line: that is what
an Orca 49 user would hear through Tabletalk's API route. It also keeps the
names of every method called, so a test sees how prismatoid talks to it.

    /usr/bin/python3 orca_remote.py LOG    (prints "ready" once the names are owned)
"""

import sys
import time

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

XML = """
<node>
  <interface name="{name}">
    <method name="PresentMessage"><arg type="s" direction="in"/><arg type="b" direction="out"/></method>
    <method name="SpeakMessage"><arg type="s" direction="in"/><arg type="b" direction="out"/></method>
    <method name="DisplayMessage"><arg type="s" direction="in"/><arg type="b" direction="out"/></method>
    <method name="GetVersion"><arg type="s" direction="out"/></method>
    <method name="ListModules"><arg type="as" direction="out"/></method>
  </interface>
</node>
"""
#: Orca 49's speech module: prismatoid asks for its rate to see that the remote controller answers.
SPEECH_XML = """
<node>
  <interface name="org.gnome.Orca1.SpeechManager">
    <method name="InterruptSpeech"><arg type="b" direction="in"/><arg type="b" direction="out"/></method>
    <property name="Rate" type="i" access="readwrite"/>
    <property name="Pitch" type="d" access="readwrite"/>
    <property name="Volume" type="d" access="readwrite"/>
  </interface>
</node>
"""
SERVICES = (("org.gnome.Orca1.Service", "/org/gnome/Orca1/Service"),
            ("org.gnome.Orca.Service", "/org/gnome/Orca/Service"))


def main(log_path: str) -> None:
    log = open(log_path, "a", buffering=1, encoding="utf-8")

    def call(connection, sender, path, interface, method, params, invocation):
        args = params.unpack()
        log.write(f"{time.time():.6f}\tcall\t{method}\n")
        if method == "InterruptSpeech":
            log.write(f"{time.time():.6f}\t{method}\t\n")
            invocation.return_value(GLib.Variant("(b)", (True,)))
        elif method in ("PresentMessage", "SpeakMessage", "DisplayMessage"):
            log.write(f"{time.time():.6f}\t{method}\t{args[0]}\n")
            invocation.return_value(GLib.Variant("(b)", (True,)))
        elif method == "GetVersion":
            invocation.return_value(GLib.Variant("(s)", ("49.0 (stand-in)",)))
        else:
            invocation.return_value(GLib.Variant("(as)", ([],)))

    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    values = {"Rate": GLib.Variant("i", 50), "Pitch": GLib.Variant("d", 5.0), "Volume": GLib.Variant("d", 10.0)}

    def get(connection, sender, path, interface, name):
        log.write(f"{time.time():.6f}\tcall\tGet {name}\n")
        return values.get(name)

    def set_(connection, sender, path, interface, name, value):
        log.write(f"{time.time():.6f}\tcall\tSet {name}\n")
        values[name] = value
        return True

    speech = Gio.DBusNodeInfo.new_for_xml(SPEECH_XML).interfaces[0]
    bus.register_object("/org/gnome/Orca1/Service/SpeechManager", speech, call, get, set_)
    for name, path in SERVICES:
        info = Gio.DBusNodeInfo.new_for_xml(XML.format(name=name)).interfaces[0]
        bus.register_object(path, info, call, None, None)
        Gio.bus_own_name_on_connection(bus, name, Gio.BusNameOwnerFlags.NONE, None, None)
    GLib.timeout_add(200, lambda: print("ready", flush=True) and False)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main(sys.argv[1])
