"""solo"""
