"""tiko"""
